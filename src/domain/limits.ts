/** Spec §9's limits, shared by server and web; apart from constants.ts (which passes them on), as locales.ts. */

export const LIMITS = {
  nameMin: 3,
  nameMax: 70,
  passwordMin: 8,
  passwordMax: 50,
  loginPasswordMax: 50,
  courseTitleMin: 3,
  courseTitleMax: 60,
  gradeMin: 0,
  gradeMax: 100,
  projectImageBytes: 5_242_880,
  courseBannerBytes: 2_097_152,
  courseImageBytes: 5_242_880,
  pageSize: 25,
  infiniteScrollPageSize: 20,
  batchReadIds: 10,
  homeRecommendedGuides: 4,
  homeNewestProjects: 5,
  courseDescriptionTruncate: 60,
  guideCacheMs: 600_000,
  lazyLoadTimeoutMs: 120_000,
  /** Per person: what their project pictures may keep in storage (UPLOAD_QUOTA_MB overrides it). */
  uploadQuotaMb: 100,
  /** Per person: pictures they may upload in a minute (UPLOAD_RATE overrides it). */
  uploadsPerMinute: 20,
} as const;

import { z } from 'zod';

/** `GET /api/me/storage`: what a person's project pictures take, and their quota (null: none). */
export const storageUseSchema = z.object({
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0).nullable(),
});
export type StorageUse = z.infer<typeof storageUseSchema>;

const MB = 1024 * 1024;

/** Bytes as the whole megabytes a person reads ("12 MB of 100 MB"), one decimal under 10 MB. */
export const toMegabytes = (bytes: number): number => {
  const mb = bytes / MB;
  return mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb);
};

/** UPLOAD_QUOTA_MB as bytes; 0 means no quota. */
export const quotaBytesOf = (megabytes: number): number | null =>
  megabytes > 0 ? Math.round(megabytes * MB) : null;

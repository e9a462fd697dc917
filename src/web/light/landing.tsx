import { useId } from 'react';
import { loginPath, registerPath } from '../lib/paths.ts';
import { useLight } from './context.ts';
import { IconBrandPython, IconCircuitResistor, IconSchool } from './icons.tsx';
import landing from './landing.module.css';
import { ButtonLink, classes, usePageTitle } from './ui.tsx';

const FEATURES = [
  { key: 'canvas', Icon: IconCircuitResistor },
  { key: 'python', Icon: IconBrandPython },
  { key: 'academy', Icon: IconSchool },
] as const;

/** The three things Chispa offers (spec §1): circuit canvas, CircuitPython, the academy. */
const FeatureCards = () => {
  const { t } = useLight();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.featuresTitle}>
        {t('landing.featuresTitle')}
      </h2>
      <div className={classes.featureGrid}>
        {FEATURES.map(({ key, Icon }) => (
          <div key={key} className={classes.card}>
            <div className={classes.themeIcon} aria-hidden="true">
              <Icon size={28} />
            </div>
            <h3 className={classes.featureTitle}>{t(`landing.features.${key}.title`)}</h3>
            <p className={classes.featureText}>{t(`landing.features.${key}.text`)}</p>
          </div>
        ))}
      </div>
    </section>
  );
};

/**
 * Spec §2 landing page: headline, three feature cards, sign in / sign up, footer. A signed-in
 * person never sees it: the server sends them the app, which takes them home.
 */
export const LandingPage = () => {
  const { t, lang } = useLight();
  usePageTitle(t('landing.pageTitle'));
  return (
    <>
      <div className={landing.hero}>
        <div className={classes.heroContainer}>
          <div className={classes.heroStack}>
            <h1 className={`${classes.title} ${landing.headline}`}>{t('landing.headline')}</h1>
            <p className={classes.subheadline}>{t('landing.subheadline')}</p>
            <div className={classes.heroActions}>
              <ButtonLink href={loginPath(lang)} size="md">
                {t('landing.signIn')}
              </ButtonLink>
              <ButtonLink href={registerPath(lang)} size="md" variant="outline">
                {t('landing.signUp')}
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
      <div className={classes.featuresContainer}>
        <FeatureCards />
      </div>
      <footer className={landing.footer}>
        <p className={classes.footerText}>{t('landing.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </>
  );
};

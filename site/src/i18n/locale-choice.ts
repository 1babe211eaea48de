import { LOCALE_COOKIE, DEFAULT_LOCALE } from '@app/routing';
import { SITE_LOCALES } from './site-locales';

/**
 * Inline script for the unprefixed home page (product rules §4): before anything paints, a visitor whose cookie
 * or browser languages choose another supported locale is sent to that locale's home page. The rule:
 * the stored cookie, else the first supported browser language, else the default; crawlers without such preferences stay on the English page.
 */
export function localeRedirectScript(): string {
  const supported = JSON.stringify(SITE_LOCALES);
  return `(function(){try{var s=${supported},d=${JSON.stringify(DEFAULT_LOCALE)},l=null,m=document.cookie.match(/(?:^|;\\s*)${LOCALE_COOKIE.name}=([^;]+)/);if(m&&s.indexOf(m[1])>=0){l=m[1]}else{var b=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];for(var i=0;i<b.length;i++){var c=String(b[i]).toLowerCase().split("-")[0];if(s.indexOf(c)>=0){l=c;break}}}if(l&&l!==d){location.replace("/"+l+"/"+location.search+location.hash)}}catch(e){}})();`;
}

/**
 * Inline script for every page: a click on a language link (`data-locale-choice`) stores the choice in
 * the language cookie. Delegated from the document and present before React hydrates, so even a click
 * in the first moments of a visit is remembered.
 */
export function localeChoiceScript(): string {
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60;
  return `document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[data-locale-choice]");if(a){document.cookie="${LOCALE_COOKIE.name}="+a.getAttribute("data-locale-choice")+"; Max-Age=${maxAge}; Path=${LOCALE_COOKIE.path}; SameSite=${LOCALE_COOKIE.sameSite}"}},true);`;
}

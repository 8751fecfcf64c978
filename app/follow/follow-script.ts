// Apart from the rules, so every page's root carries only this string.
export const FOLLOW_STORAGE_KEY = 'follow:teams'

/**
 * Runs in the head before paint: marks the document when teams are followed, so the home reserves
 * the strip's height before the device draws it (no layout shift), while the page stays the same
 * bytes for everyone.
 */
export const FOLLOW_SCRIPT = `try{var f=localStorage.getItem(${JSON.stringify(FOLLOW_STORAGE_KEY)});if(f&&f.length>2&&f.charAt(0)==="[")document.documentElement.dataset.following="true"}catch(e){}`

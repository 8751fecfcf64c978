export const FOLLOW_STORAGE_KEY = 'follow:teams'

// Before paint: the home reserves its strip's height (no layout shift); the bytes stay the same.
export const FOLLOW_SCRIPT = `try{var f=localStorage.getItem(${JSON.stringify(FOLLOW_STORAGE_KEY)});if(f&&f.length>2&&f.charAt(0)==="[")document.documentElement.dataset.following="true"}catch(e){}`

/** Bounds of a search, apart so the header's search box imports nothing else. */

/** Longest query looked at: longer ones get a message, not a slow scan. */
export const SEARCH_QUERY_MAX_LENGTH = 100
/** Shortest query (in letters and digits): one letter would list the whole league. */
export const SEARCH_QUERY_MIN_KEY_LENGTH = 2

// Apart so the header's search box imports nothing else.

export const SEARCH_QUERY_MAX_LENGTH = 100
/** One letter would list the whole league. */
export const SEARCH_QUERY_MIN_KEY_LENGTH = 2

/** Recommendations (issue 11 §1): often bought together, similar. Owned by the recommendations work. */
export {};

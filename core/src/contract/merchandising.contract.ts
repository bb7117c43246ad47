/** Product sets and back-in-stock requests (issue 11 §1). Owned by the sets and notify-me work. */
export {};

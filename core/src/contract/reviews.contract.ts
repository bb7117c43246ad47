/** Reviews and questions (issue 11 §1): list, summary, write, flag, vote, questions, answers' votes, translate. Owned by the reviews work. */
export {};

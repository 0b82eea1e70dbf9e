/** Contract of the accounts area: accounts receivable and payable, recurring accounts and defaulters. */
export {};

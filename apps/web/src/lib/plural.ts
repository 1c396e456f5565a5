/** "1 compte", "3 comptes": a count and its word, plural above 1 as French writes it. */
export const plural = (count: number, one: string, several = `${one}s`) => `${count} ${count > 1 ? several : one}`;

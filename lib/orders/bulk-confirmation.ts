/**
 * The bulk cancel's typed confirmation: the event's name (spacing and case aside) or the number of
 * orders to cancel. Isomorphic: the dialog enables its button by it and the action refuses by it.
 */
export function confirmsBulkCancel(typed: string, eventName: string, count: number): boolean {
  const text = normalized(typed);
  return text !== "" && (text === normalized(eventName) || text === String(count));
}

// Event names are Portuguese whatever the reader's language, so case folds by pt-BR's rules.
const normalized = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");

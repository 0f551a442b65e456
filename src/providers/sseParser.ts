/** One server-sent event: its type, its data (text), and its id when the server gave one. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * The text/event-stream format (WHATWG HTML §9.2) read from chunks as they come: an event ends at
 * a blank line; `data` lines join with newlines; comment lines (':') and `retry` are skipped.
 * Returns a function that takes the next chunk and gives back the events it completed.
 */
export const createSseParser = () => {
  let buffer = '';
  return (chunk: string): SseEvent[] => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const events: SseEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
      }
      if (data.length) events.push({ event, data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
    }
    return events;
  };
};

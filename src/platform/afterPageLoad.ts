/**
 * Runs `start` once the page has loaded (at once, in a task of its own, when it has already): a live socket's code
 * (socket.io-client and the contract's schemas) is not part of the first screen's load on a phone; a ping
 * gives the counters meanwhile. Answers a cancel.
 */
export function afterPageLoad(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(start, 0);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
  };
}

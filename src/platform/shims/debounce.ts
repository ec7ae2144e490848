// Stands in for lodash's debounce where react-admin's <Resource> tracks the scroll (build/replacements.ts): that caller
// uses only the trailing call after `wait` ms of quiet, and lodash's version would bring toNumber, now and isObject
// into the first load (1.3 KB gzip).
export default function debounce<A extends unknown[]>(func: (...args: A) => void, wait = 0) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => func(...args), wait);
  };
}

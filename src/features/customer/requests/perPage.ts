/** Le mie richieste: requests per page (the page and the boot's prefetch ask for the same URL). */
export const REQUESTS_PER_PAGE = 10;

import { dealerArea } from '../areas/dealer.js';
import { pathsOf } from './define.js';

/**
 * The dealer area's routes without their schemas: what a web app carries. A build replaces this module by its value
 * (build/route-tables.ts), so no schema reaches a first load.
 */
export const dealerPaths = pathsOf(dealerArea);

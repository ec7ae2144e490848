// Stands in for the 'object.entries' polyfill that node-polyglot requires (vite.config.ts, replacements).
module.exports = Object.entries;

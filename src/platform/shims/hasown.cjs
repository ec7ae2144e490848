// Stands in for the 'hasown' package that node-polyglot requires (vite.config.ts, replacements): Object.hasOwn is native.
module.exports = Object.hasOwn;

// Public surface of @keel/ui. Primitives are exported from ./primitives, composites
// (DataTable, Board, charts, navigation shell, Markdown, FileDrop) from ./composites.
export * from './theme';
export * from './primitives';
export * from './composites';

// Composites: DataTable, Board, charts, navigation shell, Markdown, FileDrop.
export {};

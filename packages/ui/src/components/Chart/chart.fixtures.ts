/** Deterministic chart data for stories and tests. */
export interface MonthPoint {
  month: string;
  forecast: number;
  actual: number;
  invoiced: number;
}

export const monthlyFinances: MonthPoint[] = [
  { month: 'Jan', forecast: 42000, actual: 39500, invoiced: 30000 },
  { month: 'Feb', forecast: 45000, actual: 47250, invoiced: 41000 },
  { month: 'Mar', forecast: 48000, actual: 44100, invoiced: 43500 },
  { month: 'Apr', forecast: 51000, actual: 52800, invoiced: 47000 },
  { month: 'May', forecast: 53000, actual: 50200, invoiced: 52000 },
  { month: 'Jun', forecast: 56000, actual: 58900, invoiced: 55000 },
];

/** The two series most finance charts compare. */
export const financeSeries = [
  { key: 'forecast', label: 'Forecast' },
  { key: 'actual', label: 'Actual' },
] as const;

export interface RagPoint {
  week: string;
  red: number;
  amber: number;
  green: number;
}

export const ragByWeek: RagPoint[] = [
  { week: 'W1', red: 2, amber: 5, green: 14 },
  { week: 'W2', red: 3, amber: 4, green: 15 },
  { week: 'W3', red: 1, amber: 6, green: 15 },
  { week: 'W4', red: 1, amber: 3, green: 18 },
];

/** The RAG counts as a stack, each in its status tone. */
export const ragSeries = [
  { key: 'red', label: 'Red', tone: 'critical' },
  { key: 'amber', label: 'Amber', tone: 'caution' },
  { key: 'green', label: 'Green', tone: 'positive' },
] as const;

export const workloadPeople = [
  { id: 'pat', label: 'Pat Manager' },
  { id: 'max', label: 'Max Member' },
  { id: 'fin', label: 'Fin Ance' },
  { id: 'ada', label: 'Ada Admin' },
];

export const workloadWeeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'].map((week) => ({
  id: week,
  label: week,
}));

export const workloadCells = workloadPeople.flatMap((person, row) =>
  workloadWeeks.map((week, column) => ({
    row: person.id,
    column: week.id,
    value: ((row * 13 + column * 7) % 9) * 5,
  })),
);

/** The workload heatmap's rows, columns and cells, with its values read as hours. */
export const workloadGrid = {
  rows: workloadPeople,
  columns: workloadWeeks,
  cells: workloadCells,
  valueFormatter: (value: number) => `${value} h`,
};

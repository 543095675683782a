import { Button, DatePicker, Inline, Select } from '@keel/ui';
import { shiftRange, type RoadmapRange, type RoadmapView, type Zoom } from '../roadmap-range';

const ZOOMS = [
  { id: 'month', name: 'Months' },
  { id: 'quarter', name: 'Quarters' },
];
const VIEWS = [
  { id: 'bars', name: 'Bars' },
  { id: 'table', name: 'Table' },
];

/** The range (dates, or a step earlier or later), the axis' unit and bars or table. */
export function RoadmapControls({
  range,
  onChange,
}: {
  range: RoadmapRange;
  onChange: (range: RoadmapRange) => void;
}) {
  return (
    <Inline gap="small" align="end">
      <DatePicker
        label="From"
        value={range.from}
        maxValue={range.to}
        onChange={(from) => from && onChange({ ...range, from })}
      />
      <DatePicker
        label="To"
        value={range.to}
        minValue={range.from}
        onChange={(to) => to && onChange({ ...range, to })}
      />
      <Button icon="chevronLeft" onPress={() => onChange(shiftRange(range, -1))}>
        Earlier
      </Button>
      <Button onPress={() => onChange(shiftRange(range, 1))}>Later</Button>
      <Select
        label="Zoom"
        items={ZOOMS}
        value={range.zoom}
        onChange={(zoom) => zoom && onChange({ ...range, zoom: zoom as Zoom })}
      />
      <Select
        label="View"
        items={VIEWS}
        value={range.view}
        onChange={(view) => view && onChange({ ...range, view: view as RoadmapView })}
      />
    </Inline>
  );
}

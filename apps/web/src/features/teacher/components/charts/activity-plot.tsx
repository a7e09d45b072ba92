import { Line } from '@ant-design/plots';

export interface ActivityPoint {
  /** MM-DD */
  date: string;
  value: number;
}

/**
 * The activity chart (G2 through @ant-design/plots, loaded only with this module). A picture for sighted
 * users: the figure around it carries a caption and the same data as a table.
 */
export default function ActivityPlot({ data, seriesName }: { data: ActivityPoint[]; seriesName: string }) {
  return (
    <Line
      data={data}
      xField="date"
      yField="value"
      height={260}
      autoFit
      animate={false}
      style={{ stroke: '#1f7a3f', lineWidth: 2 }}
      point={{ shapeField: 'circle', sizeField: 3, style: { fill: '#1f7a3f', stroke: '#fff' } }}
      axis={{ x: { title: false, labelAutoHide: true }, y: { title: false, tickCount: 5 } }}
      scale={{ y: { domainMin: 0, nice: true } }}
      tooltip={{ items: [{ channel: 'y', name: seriesName }] }}
    />
  );
}

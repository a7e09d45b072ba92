import { Column } from '@ant-design/plots';

export interface ScoreBar {
  band: string;
  value: number;
}

/**
 * The score distribution chart (G2 through @ant-design/plots, loaded only with this module). The figure
 * around it carries a caption and the same data as a table.
 */
export default function ScorePlot({ data, seriesName }: { data: ScoreBar[]; seriesName: string }) {
  return (
    <Column
      data={data}
      xField="band"
      yField="value"
      height={260}
      autoFit
      animate={false}
      style={{ fill: '#1f7a3f', radiusTopLeft: 4, radiusTopRight: 4, maxWidth: 56 }}
      label={{ text: 'value', position: 'inside', style: { fill: '#fff', fontWeight: 600 } }}
      axis={{ x: { title: false }, y: { title: false, tickCount: 5 } }}
      scale={{ y: { domainMin: 0, nice: true } }}
      tooltip={{ items: [{ channel: 'y', name: seriesName }] }}
    />
  );
}

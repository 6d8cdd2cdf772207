import type { Summary } from '@hh/domain/workbench/business-data.schema';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const SERIES = [
  ['recNum', '推荐'],
  ['validRecNum', '有效推荐'],
  ['interviewArriveNum', '到面'],
  ['offerNum', 'offer'],
  ['entryNum', '入职'],
] as const;

/**
 * The summary's 30-day trend (ECharts, core build with the line chart only, SVG). It is its own
 * chunk, loaded by the dashboard alone, so the workspace shell never carries it.
 */
export function TrendChart({ trend }: { trend: Summary['trend'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current, undefined, { renderer: 'svg' });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, []);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.getInstanceByDom(box.current);
    chart?.setOption({
      color: ['#1677ff', '#13c2c2', '#faad14', '#722ed1', '#52c41a'],
      tooltip: { trigger: 'axis' },
      legend: { top: 0, itemWidth: 14, itemHeight: 8 },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: 'category', boundaryGap: false, data: trend.map((d) => d.date.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: SERIES.map(([key, name]) => ({ name, type: 'line', smooth: true, showSymbol: false, data: trend.map((d) => d[key]) })),
    });
  }, [trend]);
  return <div ref={box} data-testid="trend-chart" role="img" aria-label="近30天趋势图" style={{ width: '100%', height: 280 }} />;
}

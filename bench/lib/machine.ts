import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  node: string;
  platform: string;
  cpuModel: string;
  cpus: number;
  memoryGb: number;
  loadAverage1m: number;
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cpus: list.length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

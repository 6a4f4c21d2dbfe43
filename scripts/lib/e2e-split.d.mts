export function splitByDuration(files: string[], seconds: Record<string, number>, count: number): string[][];
export function onlyFile(file: string): string;

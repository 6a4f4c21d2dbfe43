export declare function describeEmulatedDevice(hostIndexes: readonly number[], slowdown: number): string;

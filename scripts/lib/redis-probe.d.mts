export declare function redisAnswers(url: string): Promise<boolean>;

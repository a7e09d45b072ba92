-- wrk's summary as one JSON line (read by load.ts): counts, errors and latency percentiles in microseconds.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_REPORT {"requests":%d,"durationUs":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,' ..
    '"statusErrors":%d,"timeouts":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end

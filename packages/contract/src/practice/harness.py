# The Python harness, the one copy for both places that run a user's program on Pyodide: the judge's
# runner (apps/fake-api/judge/python-runner.mjs calls _judge_case) and the practice page's worker
# (apps/web/src/features/practice/runner/python-worker.ts calls _run_main). Each runs the code as main.py
# in a fresh namespace with stdin from a string and its output counted against a limit; the traceback
# keeps only the frames of main.py. Exported as @shui/contract/python-harness; plain Python, run as it is.
import builtins, io, linecache, sys, time, traceback

class _OutputLimit(BaseException):
    pass

# The judge's stdout: kept whole, the write past the limit refused.
class _Out(io.TextIOBase):
    def __init__(self, limit):
        self.parts = []
        self.size = 0
        self.limit = limit
        self.over = False
    def writable(self):
        return True
    def write(self, s):
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        self.size += len(s)
        if self.size > self.limit:
            self.over = True
            raise _OutputLimit()
        self.parts.append(s)
        return len(s)

# The page's stdout and stderr: one limit for both, the text up to it kept; sent to the page in pieces
# (the first ones at once, later ones at most every 50 ms or 4 kB, so a program printing in a tight loop
# does not flood the page).
class _Budget:
    def __init__(self, limit):
        self.limit = limit
        self.used = 0
        self.over = False
        self.flushes = 0

class _Stream(io.TextIOBase):
    def __init__(self, name, emit, budget):
        self.name = name
        self.emit = emit
        self.budget = budget
        self.parts = []
        self.size = 0
        self.last = 0.0
    def writable(self):
        return True
    def write(self, s):
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        b = self.budget
        if b.over:
            raise _OutputLimit()
        room = b.limit - b.used
        if len(s) > room:
            if room > 0:
                self.parts.append(s[:room])
            b.used = b.limit
            b.over = True
            self.flush()
            raise _OutputLimit()
        b.used += len(s)
        self.parts.append(s)
        self.size += len(s)
        now = time.monotonic()
        if b.flushes < 200 or self.size >= 4096 or now - self.last >= 0.05:
            self.flush()
        return len(s)
    def flush(self):
        if self.parts:
            self.budget.flushes += 1
            self.emit(self.name, ''.join(self.parts))
            self.parts = []
            self.size = 0
        self.last = time.monotonic()

def _user_traceback(error):
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == 'main.py']
    lines = ['Traceback (most recent call last):\n'] if frames else []
    lines += traceback.format_list(frames)
    lines += traceback.format_exception_only(type(error), error)
    return ''.join(lines)

# Runs source as main.py, stdin from data, stdout and stderr to out and err; answers (status, error).
# over() tells whether the output went past its limit. With memory_limit a MemoryError is the status
# 'memory-limit' (the judge); without, an error with its traceback (the page).
def _run(source, data, out, err, over, memory_limit):
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(data), out, err
    status, error = 'ok', ''
    linecache.cache['main.py'] = (len(source), None, source.splitlines(True), 'main.py')
    try:
        try:
            code = compile(source, 'main.py', 'exec')
        except SyntaxError as e:
            status, error = 'syntax', ''.join(traceback.format_exception_only(type(e), e))
        else:
            try:
                exec(code, {'__name__': '__main__', '__builtins__': builtins})
            except _OutputLimit:
                status = 'output-limit'
            except SystemExit as e:
                if e.code not in (None, 0):
                    status, error = 'error', f'SystemExit: {e.code}'
            except BaseException as e:
                if memory_limit and isinstance(e, MemoryError):
                    status = 'memory-limit'
                else:
                    status, error = ('output-limit', '') if over() else ('error', _user_traceback(e))
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        for stream in (out, err):
            try:
                stream.flush()
            except BaseException:
                pass
    if over():
        status = 'output-limit'
    return status, error

# The judge: one case; answers (status, stdout, error). stderr goes nowhere.
def _judge_case(source, data, limit):
    out = _Out(limit)
    status, error = _run(source, data, out, io.StringIO(), lambda: out.over, True)
    return status, ''.join(out.parts), error

# The page: one Run, its output sent through emit(stream, text) as it comes; answers (status, error).
def _run_main(source, data, limit, emit):
    budget = _Budget(limit)
    out = _Stream('stdout', emit, budget)
    err = _Stream('stderr', emit, budget)
    return _run(source, data, out, err, lambda: budget.over, False)

import ReactiveCore

/// Serialises the inputs of one pipeline stage (its source's events, a new
/// predicate or comparator, an element's refresh): inputs may arrive from
/// any thread and re-entrantly, and are processed one at a time, in the
/// order they arrived, never concurrently.
///
/// The first thread to send while the stage is idle processes its input and
/// then whatever others queued meanwhile; an input sent while another thread
/// (or the same one, re-entrantly) processes is queued and the call returns.
/// No lock is held while processing, so a stage may emit downstream, and an
/// observer may send back into the stage, without deadlock.
final class PipelineGate<Input>: @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var queue: [Input] = []
    private var head = 0
    private var busy = false
    private let process: (Input) -> Void

    /// A gate handing each input to `process`, serially.
    init(process: @escaping (Input) -> Void) {
        self.process = process
    }

    /// Processes `input` now, or queues it behind the input being processed.
    func send(_ input: Input) {
        lock.lock()
        if busy {
            queue.append(input)
            lock.unlock()
            return
        }
        busy = true
        lock.unlock()
        var next = input
        while true {
            process(next)
            lock.lock()
            if head == queue.count {
                queue.removeAll(keepingCapacity: queue.count < 64)
                head = 0
                busy = false
                lock.unlock()
                return
            }
            next = queue[head]
            head += 1
            lock.unlock()
        }
    }
}

import Dispatch

/// The thread the data store runs on. Reading, hashing, writing and `fsync` block the thread that
/// does them; here that is a queue of the store's own, never the main actor (which answers the
/// keyboard) nor the cooperative pool (which runs every other task, on as few threads as there are
/// cores).
final class FileWorkExecutor: SerialExecutor {
    private let queue = DispatchQueue(label: "walkthrough.data-file")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

import AppCore

// The `walkthrough` executable: everything it does lives in AppCore, so tests and benchmarks use
// the same code.
await Walkthrough.main()

import AppCore

// startup.walkthrough: the `walkthrough` command itself (the same AppCore code, linked the same
// way), built here so the benchmark can start it as a process.
await Walkthrough.main()

// Prints microseconds per chart for the benchmark charts (see bench/).
print("chart-bench: not yet")

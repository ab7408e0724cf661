"""Times pygal rendering the benchmark's two charts: the seed donut and the seven-day bar chart."""
import sys
import time

import pygal


def donut():
    chart = pygal.Pie(inner_radius=0.62, title="Spending, March")
    for label, value in [("Housing", 1120), ("Food", 420), ("Travel", 180), ("Fun", 290)]:
        chart.add(label, value)
    return chart.render()


def bar():
    chart = pygal.Bar(title="Steps per day")
    chart.x_labels = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    chart.add("Steps", [898, 670, 725, 439, 1232, 771, 365])
    return chart.render()


def best_microseconds(render, iterations, rounds=5):
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(iterations):
            render()
        best = min(best, (time.perf_counter() - start) / iterations * 1e6)
    return best


if __name__ == "__main__":
    iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for name, render in [("donut", donut), ("bar-7-day", bar)]:
        size = len(render())
        print(f"{name}: {best_microseconds(render, iterations):.2f} µs per chart, svg {size} bytes")

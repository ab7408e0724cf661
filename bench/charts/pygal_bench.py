"""Times pygal rendering the benchmark's charts: the seed donut, the seven-day bar chart, and the
50-point line and 200-point scatter whose blocks are given as files (the same data as ours)."""
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


def rows(path):
    """The data rows of a chart block: the cells after the `---` line, header and delimiter rows skipped."""
    lines = open(path, encoding="utf-8").read().split("\n")
    data = lines[lines.index("---") + 1:]
    cells = [[c.strip() for c in line.strip().strip("|").split("|")] for line in data if line.strip()]
    return [row for row in cells if not set(row[0]) <= set("-:") and row[1].replace(".", "", 1).replace("-", "", 1).isdigit()]


def line(path):
    data = rows(path)
    def render():
        chart = pygal.Line(title="Monthly index")
        chart.x_labels = [row[0] for row in data]
        chart.add("Index", [float(row[1]) for row in data])
        return chart.render()
    return render


def scatter(path):
    data = rows(path)
    def render():
        chart = pygal.XY(stroke=False, title="Two hundred points")
        chart.add("Points", [(float(row[0]), float(row[1])) for row in data])
        return chart.render()
    return render


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
    charts = [("donut", donut), ("bar-7-day", bar)]
    if len(sys.argv) > 3:
        charts += [("line-50", line(sys.argv[2])), ("scatter-200", scatter(sys.argv[3]))]
    for name, render in charts:
        size = len(render())
        print(f"{name}: {best_microseconds(render, iterations):.2f} µs per chart, svg {size} bytes")

"""WCAG 2 colour contrast, for every browser test that measures it."""

import re


def rgb(color):
    """Red, green and blue (0–255) of a computed CSS colour (`rgb(…)`, `rgba(…)`, or `color(srgb …)`
    with 0–1 channels, as Chromium computes a `color-mix()`) or of a sequence of three numbers."""
    if isinstance(color, str):
        numbers = [float(n) for n in re.findall(r"[\d.]+", color.replace("srgb", ""))[:3]]
        assert len(numbers) == 3, color
        return [n * 255 for n in numbers] if color.startswith("color(srgb") else numbers
    return [float(c) for c in color[:3]]


def luminance(color):
    """Relative luminance, 0 (black) to 1 (white)."""
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb(color))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """The contrast ratio of two colours, 1 to 21."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)

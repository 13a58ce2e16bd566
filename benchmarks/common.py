"""What the benchmark scripts share."""

from __future__ import annotations


def version_of(package: str) -> str:
    """The installed version of *package*, or ``?``."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return "?"

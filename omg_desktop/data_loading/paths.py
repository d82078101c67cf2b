"""Where the packaged data lives; kept apart from the loader so that finding the data
folder (the catalog cache's key needs it) does not import the loader and PyYAML."""

from __future__ import annotations

from pathlib import Path

#: The data folder's sub-folder of lessons (``data/lessons``): not card data, so the
#: catalog's loader leaves it to :mod:`.lessons`.
LESSONS_FOLDER = "lessons"


def default_data_root() -> Path:
    """The packaged data: ``omg_desktop/_data`` in a wheel, else the checkout's ``data/``.

    When the package is plain files (a checkout, a wheel) the folder is found beside
    them, as :mod:`importlib.resources` would find it, without importing it (with
    ``zipfile``, ``tempfile`` and ``shutil``: ≈ 10 ms of a start); it is asked only
    when the modules are not files (a zip import, a frozen app's archive).
    """
    here = Path(__file__).resolve()
    if here.is_file():
        packaged = here.parents[1] / "_data"
        return packaged if packaged.is_dir() else here.parents[2] / "data"
    try:
        import importlib.resources

        packaged_resource = importlib.resources.files("omg_desktop") / "_data"
        if packaged_resource.is_dir():
            return Path(str(packaged_resource))
    except (ModuleNotFoundError, TypeError, OSError):
        pass
    return here.parents[2] / "data"

"""The games of the box: the :class:`~.base.Game` record each game hands the frame, and
the registry, the one place that names them (``registry.py``)."""

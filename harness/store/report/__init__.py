"""The compile report, ``report.txt``: its text (``text``), and the report a case's outputs make and how it moved (``making``)."""

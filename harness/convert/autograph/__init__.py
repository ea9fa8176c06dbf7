"""AutoGraph (``tf.function``): the driver, its pass log and pipeline reading, its graph text, and framework-free views."""

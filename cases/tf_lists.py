"""AutoGraph-only cases: Python lists of tensors and item reads/writes (with the LISTS feature: lists and slices passes), tf.TensorArray."""

import tensorflow as tf

from harness import case


@case(inputs=lambda: (tf.constant(2.0),), autograph_features=("LISTS",))
def python_list_append_stack(x):
    """Appends tensors to an empty list in a Python range loop, then tf.stack. With LISTS, [] becomes a TensorList of no element type."""
    items = []
    for i in range(3):
        items.append(x * float(i))
    return tf.stack(items)


@case(inputs=lambda: (tf.constant(3),))
def list_append_in_tf_range(n):
    """Appends to a Python list inside a tf.range loop. Without the LISTS feature (tf.function's default) the list stays a Python list: rejected only at trace time."""
    items = []
    for i in tf.range(n):
        items.append(i)
    return tf.stack(items)


@case(inputs=lambda: (tf.constant(3),), autograph_features=("LISTS",))
def list_append_in_tf_range_lists(n):
    """The same loop with the LISTS feature: [] becomes a TensorList the loop carries, with no element type to push."""
    items = []
    for i in tf.range(n):
        items.append(i)
    return tf.stack(items)


@case(inputs=lambda: (tf.constant(5),), autograph_features=("LISTS",))
def list_pop_tensors(x):
    """Pops tensors from the end and the front of a list display."""
    items = [x, x * 2, x * 3]
    last = items.pop()
    first = items.pop(0)
    return last - first + items[0]


@case(inputs=lambda: (tf.constant(4),))
def tensor_array_write_read(n):
    """Writes into a tf.TensorArray in a tf.range loop and reads one element back."""
    ta = tf.TensorArray(tf.int32, size=n)
    for i in tf.range(n):
        ta = ta.write(i, i * i)
    return ta.read(n - 1)


@case(inputs=lambda: (tf.constant([1.0, 2.0, 3.0]),))
def tensor_array_unstack_map(x):
    """Unstacks a vector into one TensorArray and maps it into another with a tf.range loop."""
    source = tf.TensorArray(tf.float32, size=3).unstack(x)
    out = tf.TensorArray(tf.float32, size=3)
    for i in tf.range(3):
        out = out.write(i, source.read(i) ** 2.0)
    return out.stack()


@case(inputs=lambda: (tf.constant(40.0),))
def tensor_array_dynamic_size(x):
    """A dynamically sized TensorArray written by a while loop on a tensor condition."""
    ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
    i = tf.constant(0)
    while x > 1.0:
        x = x / 2.0
        ta = ta.write(i, x)
        i += 1
    return ta.stack()


@case(inputs=lambda: (tf.constant(5),))
def tensor_array_gather(n):
    """Fills a TensorArray in a tf.range loop and gathers two of its elements."""
    ta = tf.TensorArray(tf.int32, size=n)
    for i in tf.range(n):
        ta = ta.write(i, 10 * i)
    return ta.gather([0, 2])


@case(inputs=lambda: (tf.constant(3),), autograph_features=("LISTS",))
def list_setitem_tensors(x):
    """Replaces one item of a list of tensors by index (l[i] = v), then stacks."""
    items = [x, x, x]
    items[1] = x * 10
    return tf.stack(items)


@case(inputs=lambda: (tf.constant([2, 4, 6]),), autograph_features=("LISTS",))
def tensor_index_in_tf_range(x):
    """Reads x[i] with the tf.range index inside the loop."""
    total = tf.constant(0)
    for i in tf.range(tf.shape(x)[0]):
        total += x[i]
    return total


@case(inputs=lambda: (tf.constant(1.5),), autograph_features=("LISTS",))
def list_index_python_loop(x):
    """Reads items of a list display by Python index in a Python range loop."""
    items = [x, x + 1.0, x + 2.0]
    total = tf.constant(0.0)
    for i in range(3):
        total += items[i]
    return total


@case(inputs=lambda: (tf.constant(2),), autograph_features=("LISTS",))
def list_setitem_python_loop(x):
    """Doubles each item of a list of tensors in place by index in a Python loop."""
    items = [x, x + 1, x + 2]
    for i in range(len(items)):
        items[i] = items[i] * 2
    return tf.stack(items)


@case(inputs=lambda: (tf.constant([[1.0, 2.0], [3.0, 4.0]]),))
def list_of_rows_concat(x):
    """Collects scaled rows in a list with append and concatenates them."""
    rows = []
    for k in range(2):
        rows.append(x[k:k + 1] * float(k + 1))
    return tf.concat(rows, axis=0)


@case(inputs=lambda: (tf.constant([[1, 2, 3], [4, 5, 6]]),), autograph_features=("LISTS",))
def tensor_slices_untouched(x):
    """Multi-dimensional tensor slices x[:, 1:] and x[..., 0]; the slices pass leaves them alone."""
    return x[:, 1:] + tf.expand_dims(x[..., 0], 1)


@case(inputs=lambda: (tf.constant(4),))
def tensor_array_in_tensor_if(n):
    """Writes to a TensorArray in both branches of an if on the tf.range index."""
    ta = tf.TensorArray(tf.int32, size=n)
    for i in tf.range(n):
        if i % 2 == 0:
            ta = ta.write(i, i)
        else:
            ta = ta.write(i, -i)
    return ta.stack()

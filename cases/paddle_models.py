"""Paddle Layers with parameters, a real vision model and a dynamic batch: what AutoGraph and the torch converters make of each."""

import paddle
import paddle.nn.functional as F

from harness import case


class _MLP(paddle.nn.Layer):
    """Two Linear layers and a relu: every converter takes it. TorchScript scripts the module; export and Dynamo
    capture one graph; AutoGraph has nothing to convert in a Keras model's call."""

    def __init__(self):
        super().__init__()
        self.fc1 = paddle.nn.Linear(4, 8)
        self.fc2 = paddle.nn.Linear(8, 2)

    def forward(self, x):
        return self.fc2(F.relu(self.fc1(x)))


@case(factory=True, inputs=lambda: (paddle.ones([3, 4]),))
def mlp_layer():
    """The Layer above, converted as a whole."""
    return _MLP()


class _GatedBlock(paddle.nn.Layer):
    """A Layer whose forward branches on a tensor: to_static makes a pd_op.if over its parameters; SOT splits; Dynamo
    breaks; TorchScript keeps the if."""

    def __init__(self):
        super().__init__()
        self.gate = paddle.nn.Linear(3, 1)
        self.body = paddle.nn.Linear(3, 3)

    def forward(self, x):
        if self.gate(x).mean() > 0:
            return self.body(x)
        return x


@case(factory=True, inputs=lambda: (paddle.ones([2, 3]),))
def gated_block_layer():
    """The Layer above, converted as a whole."""
    return _GatedBlock()


class _SuperCall(paddle.nn.Layer):
    """Calls a parent class's method with super(): SuperTransformer makes it super(__class__, self). TorchScript
    refuses super(); Dynamo inlines it."""

    def __init__(self):
        super().__init__()
        self.fc = paddle.nn.Linear(2, 2)

    def extra_repr(self):
        return super().extra_repr()

    def forward(self, x):
        name = super().full_name()
        return self.fc(x) * float(len(name) > 0)


@case(factory=True, inputs=lambda: (paddle.ones([1, 2]),))
def super_call_layer():
    """The Layer above, converted as a whole."""
    return _SuperCall()


class _Stacked(paddle.nn.Layer):
    """A LayerList looped over in forward: the loop unrolls in every converter. TorchScript needs ModuleList;
    AutoGraph unrolls a Python loop too."""

    def __init__(self):
        super().__init__()
        self.layers = paddle.nn.LayerList([paddle.nn.Linear(4, 4) for _ in range(3)])

    def forward(self, x):
        for layer in self.layers:
            x = F.tanh(layer(x))
        return x


@case(factory=True, inputs=lambda: (paddle.ones([2, 4]),))
def stacked_layer():
    """The Layer above, converted as a whole."""
    return _Stacked()


@case(factory=True, inputs=lambda: (paddle.ones([1, 3, 32, 32]),))
def lenet_factory():
    """paddle.vision.models.LeNet: a real small CNN (convolutions, pooling, Linear). torchvision's models script and
    export; AutoGraph sees only Keras calls."""
    return paddle.vision.models.LeNet(num_classes=10)


@case(factory=True, inputs=lambda: (paddle.ones([1, 3, 64, 64]),))
def resnet18_factory():
    """paddle.vision.models.resnet18() without pretrained weights: to_static gives one program of every BasicBlock;
    torchvision's resnet18 scripts in TorchScript and exports in torch.export."""
    return paddle.vision.models.resnet18()


@case(inputs=lambda: [(paddle.ones([2, 3]),), (paddle.ones([5, 3]),)], dynamic=True)
def dynamic_batch(x):
    """paddle.static.InputSpec([None, 3]): the program's batch dimension is -1 and one program serves every batch.
    Dynamo's dynamic=True makes a symbol s0; export a Dim; AutoGraph a TensorSpec([None, 3])."""
    return x.sum(axis=0) / x.shape[0]


class _ScaledLinear(paddle.nn.Linear):
    """A Linear whose forward calls the parent's with super(): SuperTransformer makes it super(__class__, self)."""

    def __init__(self):
        super().__init__(3, 3)

    def forward(self, x):
        return super().forward(x) * 2.0


@case(factory=True, inputs=lambda: (paddle.ones([2, 3]),))
def scaled_linear_layer():
    """super().forward in a subclass of Linear: TorchScript refuses super(); Dynamo and export inline it."""
    return _ScaledLinear()


class _ClippedReLU(paddle.nn.ReLU):
    """A ReLU subclass whose forward calls super().forward and clips it."""

    def forward(self, x):
        return paddle.clip(super().forward(x), max=1.0)


@case(factory=True, inputs=lambda: (paddle.ones([2, 3]),))
def clipped_relu_layer():
    """super() with no arguments inside a Layer: SuperTransformer gives it its class and self explicitly."""
    return _ClippedReLU()


@case(inputs=lambda: (paddle.ones([2, 3]),), dynamic=True)
def flatten_by_shape(x):
    """Reads both dimensions of a dynamic-batch input: TensorShapeTransformer makes x.shape _jst.Shape(x), so the
    batch dimension is read at run time (pd_op.shape), not as -1. Dynamo's dynamic=True makes a symbol."""
    batch, width = x.shape
    return x.reshape([batch * width])


@case(inputs=lambda: (paddle.ones([4, 3]),))
def last_dim_mean(x):
    """Divides by the last dimension's size, read from x.shape[-1]: a constant in every converter with static shapes."""
    return x.sum(axis=-1) / x.shape[-1]


@case(inputs=lambda: [(paddle.ones([2, 4]),), (-paddle.ones([2, 4]),)])
class SignGate(paddle.nn.Layer):
    """A public Layer whose constructor takes no argument is a case, as a torch module is, converted as an instance:
    its forward branches on the input's mean, which IfElseTransformer makes a _jst.IfElse (a pd_op.if)."""

    def __init__(self):
        super().__init__()
        self.linear = paddle.nn.Linear(4, 4)

    def forward(self, x):
        if x.mean() > 0:
            return self.linear(x)
        return -x

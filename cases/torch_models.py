"""Torch cases: nn.Modules, torch functions and torchvision factories."""

from typing import Optional

import torch
import torchvision
from torch import nn

from harness import case


@case(inputs=lambda: [(torch.ones(2, 3),), (torch.tensor([[1.0, 1.0, 1.0], [-1.0, -1.0, -2.0]]),)])
class LinearReluIf(nn.Module):
    """A Linear followed by a ReLU, with an if on the input's sum in forward."""

    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(3, 4)
        self.relu = nn.ReLU()
        nn.init.constant_(self.linear.weight, 0.1)
        nn.init.zeros_(self.linear.bias)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.relu(self.linear(x))
        if bool(x.sum() > 0):
            y = y * 2.0
        return y


@case(inputs=lambda: (torch.ones(2, 4),))
class ModuleListLoop(nn.Module):
    """Iterates over an nn.ModuleList of Linear layers in forward."""

    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])
        for layer in self.layers:
            nn.init.eye_(layer.weight)
            nn.init.constant_(layer.bias, 0.5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = torch.relu(layer(x))
        return x


@case(inputs=lambda: (torch.ones(2, 3),))
class ExportedMethod(torch.nn.Module):
    """A module whose extra method is compiled via @torch.jit.export."""

    def __init__(self):
        super().__init__()
        self.scale = 3.0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.rescale(x) + 1.0

    @torch.jit.export
    def rescale(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.scale


@case(inputs=lambda: (torch.ones(2, 3), 4))
def optional_int_refinement(x: torch.Tensor, n: Optional[int] = None) -> torch.Tensor:
    """Refines an Optional[int] argument with an is-None check before using it."""
    if n is None:
        return x.sum(dim=0)
    y = x * n
    return y.mean(dim=1) + torch.arange(y.size(0))


@case(inputs=lambda: (torch.ones(2, 3),))
def tensor_ops(x: torch.Tensor) -> torch.Tensor:
    """Chains common tensor ops: transpose, matmul, clamp, cat and reshape."""
    y = torch.matmul(x, x.t())
    y = torch.clamp(y, min=0.0, max=2.5)
    z = torch.cat([y, y], dim=0)
    return z.reshape(-1)


@case(inputs=lambda: (torch.ones(3),))
def loop_over_tensor_size(x: torch.Tensor) -> torch.Tensor:
    """A for loop over range(x.size(0)) writing into a tensor by index."""
    out = torch.zeros_like(x)
    for i in range(x.size(0)):
        out[i] = x[i] * i
    return out


@case(factory=True)
def resnet18_factory():
    """Scripts an untrained torchvision ResNet-18."""
    return torchvision.models.resnet18()


@case(factory=True, inputs=lambda: (torch.ones(1, 3, 64, 64),))
def mobilenet_v3_small_factory():
    """Scripts an untrained torchvision MobileNetV3-Small in eval mode (seeded init, no weights)."""
    torch.manual_seed(0)
    return torchvision.models.mobilenet_v3_small().eval()


@case(
    factory=True,
    inputs=lambda: (
        torch.tensor([[0.0, 0.0, 10.0, 10.0], [1.0, 1.0, 11.0, 11.0], [20.0, 20.0, 30.0, 30.0]]),
        torch.tensor([0.9, 0.8, 0.7]),
        0.5,
    ),
)
def nms_factory():
    """Scripts the function torchvision.ops.nms itself (boxes, scores, iou_threshold)."""
    return torchvision.ops.nms

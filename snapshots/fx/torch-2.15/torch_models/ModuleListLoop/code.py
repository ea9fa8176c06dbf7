def forward(self, x : torch.Tensor) -> torch.Tensor:
    layers_0 = getattr(self.layers, "0")(x);  x = None
    relu = torch.relu(layers_0);  layers_0 = None
    layers_1 = getattr(self.layers, "1")(relu);  relu = None
    relu_1 = torch.relu(layers_1);  layers_1 = None
    layers_2 = getattr(self.layers, "2")(relu_1);  relu_1 = None
    relu_2 = torch.relu(layers_2);  layers_2 = None
    return relu_2

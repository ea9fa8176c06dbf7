def forward(self, x):
    for layer in self.layers:
        x = F.tanh(layer(x))
    return x

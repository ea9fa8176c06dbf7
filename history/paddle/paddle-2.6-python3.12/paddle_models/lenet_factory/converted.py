def forward(self, inputs):
    x = self.features(inputs)

    if self.num_classes > 0:
        x = paddle.flatten(x, 1)
        x = self.fc(x)
    return x

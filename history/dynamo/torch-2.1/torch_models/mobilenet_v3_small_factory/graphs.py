# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl, code: x = self.features(x)
        l__self___features_0_0 = self.L__self___features_0_0(l_x_);  l_x_ = None
        l__self___features_0_1 = self.L__self___features_0_1(l__self___features_0_0);  l__self___features_0_0 = None
        l__self___features_0_2 = self.L__self___features_0_2(l__self___features_0_1);  l__self___features_0_1 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___1___block_0_0 = self.getattr_L__self___features___1___block_0_0(l__self___features_0_2);  l__self___features_0_2 = None
        getattr_l__self___features___1___block_0_1 = self.getattr_L__self___features___1___block_0_1(getattr_l__self___features___1___block_0_0);  getattr_l__self___features___1___block_0_0 = None
        getattr_l__self___features___1___block_0_2 = self.getattr_L__self___features___1___block_0_2(getattr_l__self___features___1___block_0_1);  getattr_l__self___features___1___block_0_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.avgpool(input)
        getattr_getattr_l__self___features___1___block___1___avgpool = self.getattr_getattr_L__self___features___1___block___1___avgpool(getattr_l__self___features___1___block_0_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc1(scale)
        getattr_getattr_l__self___features___1___block___1___fc1 = self.getattr_getattr_L__self___features___1___block___1___fc1(getattr_getattr_l__self___features___1___block___1___avgpool);  getattr_getattr_l__self___features___1___block___1___avgpool = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.activation(scale)
        getattr_getattr_l__self___features___1___block___1___activation = self.getattr_getattr_L__self___features___1___block___1___activation(getattr_getattr_l__self___features___1___block___1___fc1);  getattr_getattr_l__self___features___1___block___1___fc1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc2(scale)
        getattr_getattr_l__self___features___1___block___1___fc2 = self.getattr_getattr_L__self___features___1___block___1___fc2(getattr_getattr_l__self___features___1___block___1___activation);  getattr_getattr_l__self___features___1___block___1___activation = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: return self.scale_activation(scale)
        getattr_getattr_l__self___features___1___block___1___scale_activation = self.getattr_getattr_L__self___features___1___block___1___scale_activation(getattr_getattr_l__self___features___1___block___1___fc2);  getattr_getattr_l__self___features___1___block___1___fc2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward, code: return scale * input
        mul = getattr_getattr_l__self___features___1___block___1___scale_activation * getattr_l__self___features___1___block_0_2;  getattr_getattr_l__self___features___1___block___1___scale_activation = getattr_l__self___features___1___block_0_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___1___block_2_0 = self.getattr_L__self___features___1___block_2_0(mul);  mul = None
        getattr_l__self___features___1___block_2_1 = self.getattr_L__self___features___1___block_2_1(getattr_l__self___features___1___block_2_0);  getattr_l__self___features___1___block_2_0 = None
        getattr_l__self___features___2___block_0_0 = self.getattr_L__self___features___2___block_0_0(getattr_l__self___features___1___block_2_1);  getattr_l__self___features___1___block_2_1 = None
        getattr_l__self___features___2___block_0_1 = self.getattr_L__self___features___2___block_0_1(getattr_l__self___features___2___block_0_0);  getattr_l__self___features___2___block_0_0 = None
        getattr_l__self___features___2___block_0_2 = self.getattr_L__self___features___2___block_0_2(getattr_l__self___features___2___block_0_1);  getattr_l__self___features___2___block_0_1 = None
        getattr_l__self___features___2___block_1_0 = self.getattr_L__self___features___2___block_1_0(getattr_l__self___features___2___block_0_2);  getattr_l__self___features___2___block_0_2 = None
        getattr_l__self___features___2___block_1_1 = self.getattr_L__self___features___2___block_1_1(getattr_l__self___features___2___block_1_0);  getattr_l__self___features___2___block_1_0 = None
        getattr_l__self___features___2___block_1_2 = self.getattr_L__self___features___2___block_1_2(getattr_l__self___features___2___block_1_1);  getattr_l__self___features___2___block_1_1 = None
        getattr_l__self___features___2___block_2_0 = self.getattr_L__self___features___2___block_2_0(getattr_l__self___features___2___block_1_2);  getattr_l__self___features___2___block_1_2 = None
        getattr_l__self___features___2___block_2_1 = self.getattr_L__self___features___2___block_2_1(getattr_l__self___features___2___block_2_0);  getattr_l__self___features___2___block_2_0 = None
        getattr_l__self___features___3___block_0_0 = self.getattr_L__self___features___3___block_0_0(getattr_l__self___features___2___block_2_1)
        getattr_l__self___features___3___block_0_1 = self.getattr_L__self___features___3___block_0_1(getattr_l__self___features___3___block_0_0);  getattr_l__self___features___3___block_0_0 = None
        getattr_l__self___features___3___block_0_2 = self.getattr_L__self___features___3___block_0_2(getattr_l__self___features___3___block_0_1);  getattr_l__self___features___3___block_0_1 = None
        getattr_l__self___features___3___block_1_0 = self.getattr_L__self___features___3___block_1_0(getattr_l__self___features___3___block_0_2);  getattr_l__self___features___3___block_0_2 = None
        getattr_l__self___features___3___block_1_1 = self.getattr_L__self___features___3___block_1_1(getattr_l__self___features___3___block_1_0);  getattr_l__self___features___3___block_1_0 = None
        getattr_l__self___features___3___block_1_2 = self.getattr_L__self___features___3___block_1_2(getattr_l__self___features___3___block_1_1);  getattr_l__self___features___3___block_1_1 = None
        getattr_l__self___features___3___block_2_0 = self.getattr_L__self___features___3___block_2_0(getattr_l__self___features___3___block_1_2);  getattr_l__self___features___3___block_1_2 = None
        getattr_l__self___features___3___block_2_1 = self.getattr_L__self___features___3___block_2_1(getattr_l__self___features___3___block_2_0);  getattr_l__self___features___3___block_2_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result += input
        getattr_l__self___features___3___block_2_1 += getattr_l__self___features___2___block_2_1;  iadd = getattr_l__self___features___3___block_2_1;  getattr_l__self___features___3___block_2_1 = getattr_l__self___features___2___block_2_1 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___4___block_0_0 = self.getattr_L__self___features___4___block_0_0(iadd);  iadd = None
        getattr_l__self___features___4___block_0_1 = self.getattr_L__self___features___4___block_0_1(getattr_l__self___features___4___block_0_0);  getattr_l__self___features___4___block_0_0 = None
        getattr_l__self___features___4___block_0_2 = self.getattr_L__self___features___4___block_0_2(getattr_l__self___features___4___block_0_1);  getattr_l__self___features___4___block_0_1 = None
        getattr_l__self___features___4___block_1_0 = self.getattr_L__self___features___4___block_1_0(getattr_l__self___features___4___block_0_2);  getattr_l__self___features___4___block_0_2 = None
        getattr_l__self___features___4___block_1_1 = self.getattr_L__self___features___4___block_1_1(getattr_l__self___features___4___block_1_0);  getattr_l__self___features___4___block_1_0 = None
        getattr_l__self___features___4___block_1_2 = self.getattr_L__self___features___4___block_1_2(getattr_l__self___features___4___block_1_1);  getattr_l__self___features___4___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.avgpool(input)
        getattr_getattr_l__self___features___4___block___2___avgpool = self.getattr_getattr_L__self___features___4___block___2___avgpool(getattr_l__self___features___4___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc1(scale)
        getattr_getattr_l__self___features___4___block___2___fc1 = self.getattr_getattr_L__self___features___4___block___2___fc1(getattr_getattr_l__self___features___4___block___2___avgpool);  getattr_getattr_l__self___features___4___block___2___avgpool = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.activation(scale)
        getattr_getattr_l__self___features___4___block___2___activation = self.getattr_getattr_L__self___features___4___block___2___activation(getattr_getattr_l__self___features___4___block___2___fc1);  getattr_getattr_l__self___features___4___block___2___fc1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc2(scale)
        getattr_getattr_l__self___features___4___block___2___fc2 = self.getattr_getattr_L__self___features___4___block___2___fc2(getattr_getattr_l__self___features___4___block___2___activation);  getattr_getattr_l__self___features___4___block___2___activation = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: return self.scale_activation(scale)
        getattr_getattr_l__self___features___4___block___2___scale_activation = self.getattr_getattr_L__self___features___4___block___2___scale_activation(getattr_getattr_l__self___features___4___block___2___fc2);  getattr_getattr_l__self___features___4___block___2___fc2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward, code: return scale * input
        mul_1 = getattr_getattr_l__self___features___4___block___2___scale_activation * getattr_l__self___features___4___block_1_2;  getattr_getattr_l__self___features___4___block___2___scale_activation = getattr_l__self___features___4___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___4___block_3_0 = self.getattr_L__self___features___4___block_3_0(mul_1);  mul_1 = None
        getattr_l__self___features___4___block_3_1 = self.getattr_L__self___features___4___block_3_1(getattr_l__self___features___4___block_3_0);  getattr_l__self___features___4___block_3_0 = None
        getattr_l__self___features___5___block_0_0 = self.getattr_L__self___features___5___block_0_0(getattr_l__self___features___4___block_3_1)
        getattr_l__self___features___5___block_0_1 = self.getattr_L__self___features___5___block_0_1(getattr_l__self___features___5___block_0_0);  getattr_l__self___features___5___block_0_0 = None
        getattr_l__self___features___5___block_0_2 = self.getattr_L__self___features___5___block_0_2(getattr_l__self___features___5___block_0_1);  getattr_l__self___features___5___block_0_1 = None
        getattr_l__self___features___5___block_1_0 = self.getattr_L__self___features___5___block_1_0(getattr_l__self___features___5___block_0_2);  getattr_l__self___features___5___block_0_2 = None
        getattr_l__self___features___5___block_1_1 = self.getattr_L__self___features___5___block_1_1(getattr_l__self___features___5___block_1_0);  getattr_l__self___features___5___block_1_0 = None
        getattr_l__self___features___5___block_1_2 = self.getattr_L__self___features___5___block_1_2(getattr_l__self___features___5___block_1_1);  getattr_l__self___features___5___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.avgpool(input)
        getattr_getattr_l__self___features___5___block___2___avgpool = self.getattr_getattr_L__self___features___5___block___2___avgpool(getattr_l__self___features___5___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc1(scale)
        getattr_getattr_l__self___features___5___block___2___fc1 = self.getattr_getattr_L__self___features___5___block___2___fc1(getattr_getattr_l__self___features___5___block___2___avgpool);  getattr_getattr_l__self___features___5___block___2___avgpool = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.activation(scale)
        getattr_getattr_l__self___features___5___block___2___activation = self.getattr_getattr_L__self___features___5___block___2___activation(getattr_getattr_l__self___features___5___block___2___fc1);  getattr_getattr_l__self___features___5___block___2___fc1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc2(scale)
        getattr_getattr_l__self___features___5___block___2___fc2 = self.getattr_getattr_L__self___features___5___block___2___fc2(getattr_getattr_l__self___features___5___block___2___activation);  getattr_getattr_l__self___features___5___block___2___activation = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: return self.scale_activation(scale)
        getattr_getattr_l__self___features___5___block___2___scale_activation = self.getattr_getattr_L__self___features___5___block___2___scale_activation(getattr_getattr_l__self___features___5___block___2___fc2);  getattr_getattr_l__self___features___5___block___2___fc2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward, code: return scale * input
        mul_2 = getattr_getattr_l__self___features___5___block___2___scale_activation * getattr_l__self___features___5___block_1_2;  getattr_getattr_l__self___features___5___block___2___scale_activation = getattr_l__self___features___5___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___5___block_3_0 = self.getattr_L__self___features___5___block_3_0(mul_2);  mul_2 = None
        getattr_l__self___features___5___block_3_1 = self.getattr_L__self___features___5___block_3_1(getattr_l__self___features___5___block_3_0);  getattr_l__self___features___5___block_3_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result += input
        getattr_l__self___features___5___block_3_1 += getattr_l__self___features___4___block_3_1;  iadd_1 = getattr_l__self___features___5___block_3_1;  getattr_l__self___features___5___block_3_1 = getattr_l__self___features___4___block_3_1 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___6___block_0_0 = self.getattr_L__self___features___6___block_0_0(iadd_1)
        getattr_l__self___features___6___block_0_1 = self.getattr_L__self___features___6___block_0_1(getattr_l__self___features___6___block_0_0);  getattr_l__self___features___6___block_0_0 = None
        getattr_l__self___features___6___block_0_2 = self.getattr_L__self___features___6___block_0_2(getattr_l__self___features___6___block_0_1);  getattr_l__self___features___6___block_0_1 = None
        getattr_l__self___features___6___block_1_0 = self.getattr_L__self___features___6___block_1_0(getattr_l__self___features___6___block_0_2);  getattr_l__self___features___6___block_0_2 = None
        getattr_l__self___features___6___block_1_1 = self.getattr_L__self___features___6___block_1_1(getattr_l__self___features___6___block_1_0);  getattr_l__self___features___6___block_1_0 = None
        getattr_l__self___features___6___block_1_2 = self.getattr_L__self___features___6___block_1_2(getattr_l__self___features___6___block_1_1);  getattr_l__self___features___6___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.avgpool(input)
        getattr_getattr_l__self___features___6___block___2___avgpool = self.getattr_getattr_L__self___features___6___block___2___avgpool(getattr_l__self___features___6___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc1(scale)
        getattr_getattr_l__self___features___6___block___2___fc1 = self.getattr_getattr_L__self___features___6___block___2___fc1(getattr_getattr_l__self___features___6___block___2___avgpool);  getattr_getattr_l__self___features___6___block___2___avgpool = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.activation(scale)
        getattr_getattr_l__self___features___6___block___2___activation = self.getattr_getattr_L__self___features___6___block___2___activation(getattr_getattr_l__self___features___6___block___2___fc1);  getattr_getattr_l__self___features___6___block___2___fc1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc2(scale)
        getattr_getattr_l__self___features___6___block___2___fc2 = self.getattr_getattr_L__self___features___6___block___2___fc2(getattr_getattr_l__self___features___6___block___2___activation);  getattr_getattr_l__self___features___6___block___2___activation = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: return self.scale_activation(scale)
        getattr_getattr_l__self___features___6___block___2___scale_activation = self.getattr_getattr_L__self___features___6___block___2___scale_activation(getattr_getattr_l__self___features___6___block___2___fc2);  getattr_getattr_l__self___features___6___block___2___fc2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward, code: return scale * input
        mul_3 = getattr_getattr_l__self___features___6___block___2___scale_activation * getattr_l__self___features___6___block_1_2;  getattr_getattr_l__self___features___6___block___2___scale_activation = getattr_l__self___features___6___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___6___block_3_0 = self.getattr_L__self___features___6___block_3_0(mul_3);  mul_3 = None
        getattr_l__self___features___6___block_3_1 = self.getattr_L__self___features___6___block_3_1(getattr_l__self___features___6___block_3_0);  getattr_l__self___features___6___block_3_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result += input
        getattr_l__self___features___6___block_3_1 += iadd_1;  iadd_2 = getattr_l__self___features___6___block_3_1;  getattr_l__self___features___6___block_3_1 = iadd_1 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___7___block_0_0 = self.getattr_L__self___features___7___block_0_0(iadd_2);  iadd_2 = None
        getattr_l__self___features___7___block_0_1 = self.getattr_L__self___features___7___block_0_1(getattr_l__self___features___7___block_0_0);  getattr_l__self___features___7___block_0_0 = None
        getattr_l__self___features___7___block_0_2 = self.getattr_L__self___features___7___block_0_2(getattr_l__self___features___7___block_0_1);  getattr_l__self___features___7___block_0_1 = None
        getattr_l__self___features___7___block_1_0 = self.getattr_L__self___features___7___block_1_0(getattr_l__self___features___7___block_0_2);  getattr_l__self___features___7___block_0_2 = None
        getattr_l__self___features___7___block_1_1 = self.getattr_L__self___features___7___block_1_1(getattr_l__self___features___7___block_1_0);  getattr_l__self___features___7___block_1_0 = None
        getattr_l__self___features___7___block_1_2 = self.getattr_L__self___features___7___block_1_2(getattr_l__self___features___7___block_1_1);  getattr_l__self___features___7___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.avgpool(input)
        getattr_getattr_l__self___features___7___block___2___avgpool = self.getattr_getattr_L__self___features___7___block___2___avgpool(getattr_l__self___features___7___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc1(scale)
        getattr_getattr_l__self___features___7___block___2___fc1 = self.getattr_getattr_L__self___features___7___block___2___fc1(getattr_getattr_l__self___features___7___block___2___avgpool);  getattr_getattr_l__self___features___7___block___2___avgpool = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.activation(scale)
        getattr_getattr_l__self___features___7___block___2___activation = self.getattr_getattr_L__self___features___7___block___2___activation(getattr_getattr_l__self___features___7___block___2___fc1);  getattr_getattr_l__self___features___7___block___2___fc1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc2(scale)
        getattr_getattr_l__self___features___7___block___2___fc2 = self.getattr_getattr_L__self___features___7___block___2___fc2(getattr_getattr_l__self___features___7___block___2___activation);  getattr_getattr_l__self___features___7___block___2___activation = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: return self.scale_activation(scale)
        getattr_getattr_l__self___features___7___block___2___scale_activation = self.getattr_getattr_L__self___features___7___block___2___scale_activation(getattr_getattr_l__self___features___7___block___2___fc2);  getattr_getattr_l__self___features___7___block___2___fc2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward, code: return scale * input
        mul_4 = getattr_getattr_l__self___features___7___block___2___scale_activation * getattr_l__self___features___7___block_1_2;  getattr_getattr_l__self___features___7___block___2___scale_activation = getattr_l__self___features___7___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___7___block_3_0 = self.getattr_L__self___features___7___block_3_0(mul_4);  mul_4 = None
        getattr_l__self___features___7___block_3_1 = self.getattr_L__self___features___7___block_3_1(getattr_l__self___features___7___block_3_0);  getattr_l__self___features___7___block_3_0 = None
        getattr_l__self___features___8___block_0_0 = self.getattr_L__self___features___8___block_0_0(getattr_l__self___features___7___block_3_1)
        getattr_l__self___features___8___block_0_1 = self.getattr_L__self___features___8___block_0_1(getattr_l__self___features___8___block_0_0);  getattr_l__self___features___8___block_0_0 = None
        getattr_l__self___features___8___block_0_2 = self.getattr_L__self___features___8___block_0_2(getattr_l__self___features___8___block_0_1);  getattr_l__self___features___8___block_0_1 = None
        getattr_l__self___features___8___block_1_0 = self.getattr_L__self___features___8___block_1_0(getattr_l__self___features___8___block_0_2);  getattr_l__self___features___8___block_0_2 = None
        getattr_l__self___features___8___block_1_1 = self.getattr_L__self___features___8___block_1_1(getattr_l__self___features___8___block_1_0);  getattr_l__self___features___8___block_1_0 = None
        getattr_l__self___features___8___block_1_2 = self.getattr_L__self___features___8___block_1_2(getattr_l__self___features___8___block_1_1);  getattr_l__self___features___8___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.avgpool(input)
        getattr_getattr_l__self___features___8___block___2___avgpool = self.getattr_getattr_L__self___features___8___block___2___avgpool(getattr_l__self___features___8___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc1(scale)
        getattr_getattr_l__self___features___8___block___2___fc1 = self.getattr_getattr_L__self___features___8___block___2___fc1(getattr_getattr_l__self___features___8___block___2___avgpool);  getattr_getattr_l__self___features___8___block___2___avgpool = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.activation(scale)
        getattr_getattr_l__self___features___8___block___2___activation = self.getattr_getattr_L__self___features___8___block___2___activation(getattr_getattr_l__self___features___8___block___2___fc1);  getattr_getattr_l__self___features___8___block___2___fc1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc2(scale)
        getattr_getattr_l__self___features___8___block___2___fc2 = self.getattr_getattr_L__self___features___8___block___2___fc2(getattr_getattr_l__self___features___8___block___2___activation);  getattr_getattr_l__self___features___8___block___2___activation = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: return self.scale_activation(scale)
        getattr_getattr_l__self___features___8___block___2___scale_activation = self.getattr_getattr_L__self___features___8___block___2___scale_activation(getattr_getattr_l__self___features___8___block___2___fc2);  getattr_getattr_l__self___features___8___block___2___fc2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward, code: return scale * input
        mul_5 = getattr_getattr_l__self___features___8___block___2___scale_activation * getattr_l__self___features___8___block_1_2;  getattr_getattr_l__self___features___8___block___2___scale_activation = getattr_l__self___features___8___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___8___block_3_0 = self.getattr_L__self___features___8___block_3_0(mul_5);  mul_5 = None
        getattr_l__self___features___8___block_3_1 = self.getattr_L__self___features___8___block_3_1(getattr_l__self___features___8___block_3_0);  getattr_l__self___features___8___block_3_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result += input
        getattr_l__self___features___8___block_3_1 += getattr_l__self___features___7___block_3_1;  iadd_3 = getattr_l__self___features___8___block_3_1;  getattr_l__self___features___8___block_3_1 = getattr_l__self___features___7___block_3_1 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___9___block_0_0 = self.getattr_L__self___features___9___block_0_0(iadd_3);  iadd_3 = None
        getattr_l__self___features___9___block_0_1 = self.getattr_L__self___features___9___block_0_1(getattr_l__self___features___9___block_0_0);  getattr_l__self___features___9___block_0_0 = None
        getattr_l__self___features___9___block_0_2 = self.getattr_L__self___features___9___block_0_2(getattr_l__self___features___9___block_0_1);  getattr_l__self___features___9___block_0_1 = None
        getattr_l__self___features___9___block_1_0 = self.getattr_L__self___features___9___block_1_0(getattr_l__self___features___9___block_0_2);  getattr_l__self___features___9___block_0_2 = None
        getattr_l__self___features___9___block_1_1 = self.getattr_L__self___features___9___block_1_1(getattr_l__self___features___9___block_1_0);  getattr_l__self___features___9___block_1_0 = None
        getattr_l__self___features___9___block_1_2 = self.getattr_L__self___features___9___block_1_2(getattr_l__self___features___9___block_1_1);  getattr_l__self___features___9___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.avgpool(input)
        getattr_getattr_l__self___features___9___block___2___avgpool = self.getattr_getattr_L__self___features___9___block___2___avgpool(getattr_l__self___features___9___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc1(scale)
        getattr_getattr_l__self___features___9___block___2___fc1 = self.getattr_getattr_L__self___features___9___block___2___fc1(getattr_getattr_l__self___features___9___block___2___avgpool);  getattr_getattr_l__self___features___9___block___2___avgpool = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.activation(scale)
        getattr_getattr_l__self___features___9___block___2___activation = self.getattr_getattr_L__self___features___9___block___2___activation(getattr_getattr_l__self___features___9___block___2___fc1);  getattr_getattr_l__self___features___9___block___2___fc1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc2(scale)
        getattr_getattr_l__self___features___9___block___2___fc2 = self.getattr_getattr_L__self___features___9___block___2___fc2(getattr_getattr_l__self___features___9___block___2___activation);  getattr_getattr_l__self___features___9___block___2___activation = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: return self.scale_activation(scale)
        getattr_getattr_l__self___features___9___block___2___scale_activation = self.getattr_getattr_L__self___features___9___block___2___scale_activation(getattr_getattr_l__self___features___9___block___2___fc2);  getattr_getattr_l__self___features___9___block___2___fc2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward, code: return scale * input
        mul_6 = getattr_getattr_l__self___features___9___block___2___scale_activation * getattr_l__self___features___9___block_1_2;  getattr_getattr_l__self___features___9___block___2___scale_activation = getattr_l__self___features___9___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___9___block_3_0 = self.getattr_L__self___features___9___block_3_0(mul_6);  mul_6 = None
        getattr_l__self___features___9___block_3_1 = self.getattr_L__self___features___9___block_3_1(getattr_l__self___features___9___block_3_0);  getattr_l__self___features___9___block_3_0 = None
        getattr_l__self___features___10___block_0_0 = self.getattr_L__self___features___10___block_0_0(getattr_l__self___features___9___block_3_1)
        getattr_l__self___features___10___block_0_1 = self.getattr_L__self___features___10___block_0_1(getattr_l__self___features___10___block_0_0);  getattr_l__self___features___10___block_0_0 = None
        getattr_l__self___features___10___block_0_2 = self.getattr_L__self___features___10___block_0_2(getattr_l__self___features___10___block_0_1);  getattr_l__self___features___10___block_0_1 = None
        getattr_l__self___features___10___block_1_0 = self.getattr_L__self___features___10___block_1_0(getattr_l__self___features___10___block_0_2);  getattr_l__self___features___10___block_0_2 = None
        getattr_l__self___features___10___block_1_1 = self.getattr_L__self___features___10___block_1_1(getattr_l__self___features___10___block_1_0);  getattr_l__self___features___10___block_1_0 = None
        getattr_l__self___features___10___block_1_2 = self.getattr_L__self___features___10___block_1_2(getattr_l__self___features___10___block_1_1);  getattr_l__self___features___10___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.avgpool(input)
        getattr_getattr_l__self___features___10___block___2___avgpool = self.getattr_getattr_L__self___features___10___block___2___avgpool(getattr_l__self___features___10___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc1(scale)
        getattr_getattr_l__self___features___10___block___2___fc1 = self.getattr_getattr_L__self___features___10___block___2___fc1(getattr_getattr_l__self___features___10___block___2___avgpool);  getattr_getattr_l__self___features___10___block___2___avgpool = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.activation(scale)
        getattr_getattr_l__self___features___10___block___2___activation = self.getattr_getattr_L__self___features___10___block___2___activation(getattr_getattr_l__self___features___10___block___2___fc1);  getattr_getattr_l__self___features___10___block___2___fc1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc2(scale)
        getattr_getattr_l__self___features___10___block___2___fc2 = self.getattr_getattr_L__self___features___10___block___2___fc2(getattr_getattr_l__self___features___10___block___2___activation);  getattr_getattr_l__self___features___10___block___2___activation = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: return self.scale_activation(scale)
        getattr_getattr_l__self___features___10___block___2___scale_activation = self.getattr_getattr_L__self___features___10___block___2___scale_activation(getattr_getattr_l__self___features___10___block___2___fc2);  getattr_getattr_l__self___features___10___block___2___fc2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward, code: return scale * input
        mul_7 = getattr_getattr_l__self___features___10___block___2___scale_activation * getattr_l__self___features___10___block_1_2;  getattr_getattr_l__self___features___10___block___2___scale_activation = getattr_l__self___features___10___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___10___block_3_0 = self.getattr_L__self___features___10___block_3_0(mul_7);  mul_7 = None
        getattr_l__self___features___10___block_3_1 = self.getattr_L__self___features___10___block_3_1(getattr_l__self___features___10___block_3_0);  getattr_l__self___features___10___block_3_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result += input
        getattr_l__self___features___10___block_3_1 += getattr_l__self___features___9___block_3_1;  iadd_4 = getattr_l__self___features___10___block_3_1;  getattr_l__self___features___10___block_3_1 = getattr_l__self___features___9___block_3_1 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___11___block_0_0 = self.getattr_L__self___features___11___block_0_0(iadd_4)
        getattr_l__self___features___11___block_0_1 = self.getattr_L__self___features___11___block_0_1(getattr_l__self___features___11___block_0_0);  getattr_l__self___features___11___block_0_0 = None
        getattr_l__self___features___11___block_0_2 = self.getattr_L__self___features___11___block_0_2(getattr_l__self___features___11___block_0_1);  getattr_l__self___features___11___block_0_1 = None
        getattr_l__self___features___11___block_1_0 = self.getattr_L__self___features___11___block_1_0(getattr_l__self___features___11___block_0_2);  getattr_l__self___features___11___block_0_2 = None
        getattr_l__self___features___11___block_1_1 = self.getattr_L__self___features___11___block_1_1(getattr_l__self___features___11___block_1_0);  getattr_l__self___features___11___block_1_0 = None
        getattr_l__self___features___11___block_1_2 = self.getattr_L__self___features___11___block_1_2(getattr_l__self___features___11___block_1_1);  getattr_l__self___features___11___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.avgpool(input)
        getattr_getattr_l__self___features___11___block___2___avgpool = self.getattr_getattr_L__self___features___11___block___2___avgpool(getattr_l__self___features___11___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc1(scale)
        getattr_getattr_l__self___features___11___block___2___fc1 = self.getattr_getattr_L__self___features___11___block___2___fc1(getattr_getattr_l__self___features___11___block___2___avgpool);  getattr_getattr_l__self___features___11___block___2___avgpool = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.activation(scale)
        getattr_getattr_l__self___features___11___block___2___activation = self.getattr_getattr_L__self___features___11___block___2___activation(getattr_getattr_l__self___features___11___block___2___fc1);  getattr_getattr_l__self___features___11___block___2___fc1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: scale = self.fc2(scale)
        getattr_getattr_l__self___features___11___block___2___fc2 = self.getattr_getattr_L__self___features___11___block___2___fc2(getattr_getattr_l__self___features___11___block___2___activation);  getattr_getattr_l__self___features___11___block___2___activation = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale, code: return self.scale_activation(scale)
        getattr_getattr_l__self___features___11___block___2___scale_activation = self.getattr_getattr_L__self___features___11___block___2___scale_activation(getattr_getattr_l__self___features___11___block___2___fc2);  getattr_getattr_l__self___features___11___block___2___fc2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward, code: return scale * input
        mul_8 = getattr_getattr_l__self___features___11___block___2___scale_activation * getattr_l__self___features___11___block_1_2;  getattr_getattr_l__self___features___11___block___2___scale_activation = getattr_l__self___features___11___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result = self.block(input)
        getattr_l__self___features___11___block_3_0 = self.getattr_L__self___features___11___block_3_0(mul_8);  mul_8 = None
        getattr_l__self___features___11___block_3_1 = self.getattr_L__self___features___11___block_3_1(getattr_l__self___features___11___block_3_0);  getattr_l__self___features___11___block_3_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward, code: result += input
        getattr_l__self___features___11___block_3_1 += iadd_4;  iadd_5 = getattr_l__self___features___11___block_3_1;  getattr_l__self___features___11___block_3_1 = iadd_4 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl, code: x = self.features(x)
        l__self___features_12_0 = self.L__self___features_12_0(iadd_5);  iadd_5 = None
        l__self___features_12_1 = self.L__self___features_12_1(l__self___features_12_0);  l__self___features_12_0 = None
        l__self___features_12_2 = self.L__self___features_12_2(l__self___features_12_1);  l__self___features_12_1 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl, code: x = self.avgpool(x)
        l__self___avgpool = self.L__self___avgpool(l__self___features_12_2);  l__self___features_12_2 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl, code: x = torch.flatten(x, 1)
        flatten = torch.flatten(l__self___avgpool, 1);  l__self___avgpool = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl, code: x = self.classifier(x)
        l__self___classifier_0 = self.L__self___classifier_0(flatten);  flatten = None
        l__self___classifier_1 = self.L__self___classifier_1(l__self___classifier_0);  l__self___classifier_0 = None
        l__self___classifier_2 = self.L__self___classifier_2(l__self___classifier_1);  l__self___classifier_1 = None
        l__self___classifier_3 = self.L__self___classifier_3(l__self___classifier_2);  l__self___classifier_2 = None
        return (l__self___classifier_3,)
